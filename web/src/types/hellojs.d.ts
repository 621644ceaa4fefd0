// The part of hello.js 1.21 (dist/hello.all.js, UMD, no types of its own) the app uses.
declare module 'hellojs' {
  export interface HelloAuthResponse {
    network: string;
    authResponse?: { access_token?: string; expires_in?: number; [key: string]: unknown };
  }
  export interface HelloLoginOptions {
    display?: 'popup' | 'page' | 'none';
    response_type?: string;
    scope?: string;
    force?: boolean | null;
    redirect_uri?: string;
  }
  export interface HelloService {
    id?: string;
    name?: string;
    oauth: {
      version: number | string;
      auth: string;
      grant?: string;
      response_type?: string;
      base64_state?: boolean;
    };
    login?: (p: unknown) => void;
    [key: string]: unknown;
  }
  export interface HelloNetwork {
    login(options?: HelloLoginOptions, callback?: (result: unknown) => void): Promise<HelloAuthResponse>;
    logout(options?: { force?: boolean }, callback?: (result: unknown) => void): Promise<unknown>;
    /** The stored session of this network, or null. */
    getAuthResponse(): { access_token?: string } | null;
  }
  export interface HelloStatic {
    (network: string): HelloNetwork;
    init(
      services: Record<string, string>,
      options?: HelloLoginOptions & { redirect_uri?: string; display?: string },
    ): unknown;
    services: Record<string, HelloService>;
  }
  const hello: HelloStatic;
  export default hello;
}

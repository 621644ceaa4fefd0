// The web image's security headers, read from the nginx include that nginx/render-config.sh renders
// (nginx/security-headers.conf: one `add_header Name "value" always;` line per header), so the simulator
// serving the app (`npm start`) sends exactly what nginx sends. Nothing else may be in the file: a line
// this reader does not understand is an error, never a header silently left out.

const ADD_HEADER = /^add_header\s+([A-Za-z0-9-]+)\s+(?:"([^"\\]*)"|'([^'\\]*)')\s+always;$/;

/** The headers of a rendered security-headers.conf, by name; throws naming the line it cannot read. */
export function parseSecurityHeaders(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const match = ADD_HEADER.exec(line);
    if (!match) throw new Error(`line ${index + 1} is not an add_header line: ${line}`);
    const value = match[2] ?? match[3] ?? '';
    if (/@[A-Z_]+@/.test(value)) throw new Error(`line ${index + 1} is not rendered (${value})`);
    headers[(match[1] as string).toLowerCase()] = value;
  });
  if (Object.keys(headers).length === 0) throw new Error('it holds no add_header line');
  return headers;
}

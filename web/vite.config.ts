import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The build rewrites index.html's entry <script> and drops its `blocking="render"`; put it back, so the
 * browser paints nothing before start-up has applied the theme (no flash of the wrong colour mode).
 */
function renderBlockingEntry(): Plugin {
  return {
    name: 'sponsorspot:render-blocking-entry',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: (html) =>
      html.replace(/<script type="module"(?![^>]*\bblocking=)/g, '<script type="module" blocking="render"'),
  };
}

export default defineConfig({
  plugins: [react(), renderBlockingEntry()],
  base: '/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // The bench reads dist/.vite/manifest.json to add up the JS /marketplace loads first.
    manifest: true,
    sourcemap: true,
    target: 'es2022',
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
});

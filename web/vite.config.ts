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
    rolldownOptions: {
      treeshake: {
        // The shared contract (simulator/src/contract) builds TypeBox schemas at module level. The app uses
        // only its types and the pure rules, so those schema calls are dead code here: marking them pure
        // keeps TypeBox (~20 KB gzipped) out of the bundle.
        manualPureFunctions: ['Type'],
        moduleSideEffects: [
          { test: /[\\/]node_modules[\\/]typebox[\\/]/, sideEffects: false },
          { test: /[\\/]simulator[\\/]src[\\/]contract[\\/]/, sideEffects: false },
        ],
      },
    },
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
});

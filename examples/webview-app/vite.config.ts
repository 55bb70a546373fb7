import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

/**
 * The app consumes the built packages (`packages/* /dist`) exactly as a native team's app would,
 * so `npm run build` comes first. `LENDVIEW_BASE` sets a CDN or file path prefix.
 */
export default defineConfig({
  base: process.env.LENDVIEW_BASE ?? '/',
  plugins: [react()],
  build: {
    target: 'es2020',
    rollupOptions: {
      input: { main: resolve(import.meta.dirname, 'index.html'), host: resolve(import.meta.dirname, 'host.html') },
      output: {
        // Name each screen's chunk after the screen, so size budgets and the bench can find it.
        chunkFileNames: (chunk) => {
          const screen = /screens\/dist\/screens\/([^/]+)\/index\.js$/.exec(chunk.facadeModuleId ?? '');
          return `assets/${screen ? `screen-${screen[1]}` : '[name]'}-[hash].js`;
        },
      },
    },
    manifest: true,
  },
});

/**
 * The back office's build (docs/back-office/README.md): a second app, apart from the PWA, from
 * src/back-office/index.html into `<DIST_DIR>/bo/`, under the base path /bo/. The PWA's service
 * worker never precaches it (vite.config.ts ignores bo/**), and nothing of it enters the PWA's
 * chunks. `npm run build` (server/build-web.ts) runs it after the PWA's build.
 */
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const ROOT = import.meta.dirname;
const apiTarget = `http://localhost:${process.env.API_PORT ?? 8080}`;

export default defineConfig({
  root: path.join(ROOT, 'src/back-office'),
  base: '/bo/',
  // The PWA's public files (icons, screenshots) are the PWA's: the back office links /favicon.ico.
  publicDir: false,
  plugins: [
    react(),
    // Precompressed copies the server sends as they are (server/routes/back-office.ts).
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|html|svg)$/,
    }),
  ],
  // `npm run dev:bo`: the app at http://localhost:5174/bo/ beside `npm run dev`, its calls to the
  // API server (log in on the PWA's dev server first: the session cookie is shared by host).
  server: {
    port: 5174,
    proxy: Object.fromEntries(
      ['/bo/api', '/bo/logout', '/bo/disconnect-as', '/bo/connect-as'].map((prefix) => [
        prefix,
        { target: apiTarget, changeOrigin: false },
      ]),
    ),
  },
  build: {
    target: 'es2022',
    outDir: path.resolve(ROOT, process.env.DIST_DIR ?? 'dist', 'bo'),
    emptyOutDir: true,
  },
});

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { apiRoutesDefine } from './contracts/http/api-routes-define.js';
import { prerenderLanding } from './scripts/prerender-landing.js';

export default defineConfig({
  root: 'ui',
  plugins: [react(), tailwindcss(), prerenderLanding()],
  define: apiRoutesDefine(),
  build: { outDir: '../dist/ui', emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    proxy: {
      // The API, but not the UI's own modules under ui/api/ (a key starting with ^ is a regular expression).
      '^/api/(?!.*\\.tsx?(\\?|$))': 'http://localhost:3000',
      '/admin': 'http://localhost:3000',
      '/socket.io': { target: 'ws://localhost:3000', ws: true },
    },
  },
});

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://127.0.0.1:3000';
const proxied = ['/api', '/login', '/logout', '/contacts/toggleActive', '/contacts/toggleDisableForUnlock', '/campaign-approvals', '/requested-contacts', '/docs'];

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: {
    proxy: {
      ...Object.fromEntries(proxied.map((path) => [path, api])),
      '^/contacts/[^/]+/verifyWithoutCode': api,
      '/ws': { target: api, ws: true },
    },
  },
});

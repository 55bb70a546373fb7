import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// As `npm create vite` sets up a React app. The React plugin also knows the `'use client'` lines
// the packages carry for React Server Component hosts, which a plain Vite build would report as
// "may not be preserved when bundling" (true, and harmless: they mean nothing in a browser bundle).
export default defineConfig({ plugins: [react()] });

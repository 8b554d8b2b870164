'use client';

import './globals.css';

export { GlobalErrorView as default } from '@/features/errors/global-error';

'use client';

export { ErrorBoundaryView as default } from '@/features/errors/error-boundary';

import './globals.css';

export { RootNotFoundPage as default } from '@/features/errors/root-not-found';

'use client';

import { ErrorBoundaryView } from '@/features/errors/error-boundary';

export default ErrorBoundaryView;

import { useState } from 'react';

/**
 * The value, or while it is undefined (another key loading, or its load failed) the last one that
 * was not: what a page showed stays on screen until something newer replaces it.
 */
export const useLastDefined = <T>(value: T | undefined): T | undefined => {
  const [last, setLast] = useState(value);
  // Adjusting state while rendering (React's documented pattern): no extra paint with the old value.
  if (value !== undefined && value !== last) setLast(value);
  return value ?? last;
};

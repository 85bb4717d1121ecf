import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names. Nothing is merged: a component and its caller never set the same property
 * (a caller's className adds to a component's classes, or replaces the defaults the component
 * documents), which the unit tests check on every component they render (test/setup.ts).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}

import { format } from 'date-fns';

/** A day as the original app writes it: "Jan 5, 2025". */
export const formatDay = (value: string | Date): string => format(new Date(value), 'MMM d, yyyy');

export const addSeconds = (date: Date, seconds: number): Date => new Date(date.getTime() + seconds * 1000);
export const addMs = (date: Date, ms: number): Date => new Date(date.getTime() + ms);

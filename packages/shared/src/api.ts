import { z } from 'zod';

/** Every successful JSON answer is wrapped as `{ message, total, data }`. */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ message: z.string(), total: z.number().int().nonnegative(), data });

export type Envelope<T> = { message: string; total: number; data: T };

/** Every failed answer carries one human-readable sentence. */
export const errorBodySchema = z.object({ error_message: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

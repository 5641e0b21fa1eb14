import { z } from 'zod';

/*
 * The parts of a streamed Chat Completions chunk the chat model reads. A chunk is model output
 * like any other, so it is validated; everything else a server adds (logprobs, reasoning text,
 * system fingerprints) is ignored.
 */
export const chatChunkSchema = z.object({
  choices: z
    .array(
      z.object({
        index: z.number().int().min(0).optional(),
        delta: z
          .object({
            content: z.string().nullish(),
            tool_calls: z
              .array(
                z.object({
                  index: z.number().int().min(0).nullish(),
                  id: z.string().nullish(),
                  function: z
                    .object({ name: z.string().nullish(), arguments: z.string().nullish() })
                    .nullish(),
                }),
              )
              .nullish(),
          })
          .nullish(),
        finish_reason: z.string().nullish(),
      }),
    )
    .nullish(),
  usage: z
    .object({
      prompt_tokens: z.number().int().min(0),
      completion_tokens: z.number().int().min(0),
    })
    .nullish(),
});

export type ChatChunk = z.infer<typeof chatChunkSchema>;

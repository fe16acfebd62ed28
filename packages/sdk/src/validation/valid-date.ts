import { z, type InputSpec } from '@honcho-ai/sdk-core';

/** A `Date` that holds a time (not `new Date('nonsense')`), for timestamps and expiries. @internal */
export const validDateSpec: InputSpec<Date> = z.custom<Date>((value) => !Number.isNaN((value as Date).getTime()), {
  error: 'must be a valid Date (got Invalid Date)',
  abort: true,
});

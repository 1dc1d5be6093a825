/**
 * The schema of `startRoom` and `endRoom`, loaded with the first of them (`onLazyLiveDataEvent`
 * in api.ts): it brings zod, which /main's first load does without.
 */
export { roomStatusEventSchema } from '@tifo/contract';

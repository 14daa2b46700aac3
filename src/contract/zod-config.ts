import { z } from 'zod';
import { REQUIRED_FIELD_MESSAGE } from './french-checks';

// Any rule without a message of its own answers with the default French message of a field in
// error, so neither the PWA nor the server ever shows Zod's English technical text.
z.config({ customError: () => REQUIRED_FIELD_MESSAGE });

// The package's `./zod` export points its types at the JavaScript file itself; the schemas are used
// through a lookup by name (spec.ts), so an untyped module is all the tests need.
declare module 'discord-api-spec/zod';

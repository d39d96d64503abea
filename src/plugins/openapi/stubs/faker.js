/**
 * Stand-in for `@faker-js/faker/locale/en` in the browser bundle. postman-collection, which the
 * API explorer uses to build requests, imports faker only to fill `{{$random…}}` placeholders;
 * the API pages never contain any, and the real module would add about a megabyte of locale data
 * to every API page. Every property is this same callable object, and calling it yields ''.
 */
const fake = new Proxy(() => '', {
  get: (_target, key) => (key === '__esModule' ? false : fake),
  apply: () => '',
});

module.exports = fake;

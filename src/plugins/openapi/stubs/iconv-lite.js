/**
 * Stand-in for `iconv-lite` in the browser bundle. postman-collection, which the API explorer uses
 * to build requests, needs it only to decode response bodies in non-UTF-8 charsets, something the
 * explorer never asks it to do (it reads responses with fetch). Reporting every charset as
 * unsupported makes postman-collection fall back to plain UTF-8 decoding, and keeps the encoding
 * tables (several hundred kilobytes, bundled once per copy of postman-collection) off the API pages.
 */
module.exports = {
  encodingExists: () => false,
  decode: (buffer) => String(buffer),
  encode: (text) => text,
};

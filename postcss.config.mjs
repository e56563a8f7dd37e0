// Panda CSS extracts the styles the server components use into the stylesheet that imports its layers.
export default {
  plugins: {
    "@pandacss/dev/postcss": {},
  },
};

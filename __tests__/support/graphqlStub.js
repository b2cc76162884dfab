// msw's entry loads graphql (a fifth of a megabyte of modules) for its GraphQL handlers, in every test
// file that loads msw: about 18 ms of each file's start. The sandbox API is REST only, so jest maps
// graphql here (jest.config.js); a GraphQL handler, if one is ever added, fails with this message.
const unused = () => {
  throw new Error('graphql is stubbed out in jest (jest.config.js moduleNameMapper): the sandbox has no GraphQL handler');
};
module.exports = { parse: unused, graphql: unused };

require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// Lazy route chunks are compiled on first import; on a busy CI machine the first `findBy…` of a
// file can need more than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

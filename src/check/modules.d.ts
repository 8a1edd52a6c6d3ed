declare module '@check-data' {
  const data: import('./data').CheckData;
  export default data;
}

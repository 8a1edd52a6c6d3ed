declare module '@start-data' {
  const data: import('./generate').StarterData;
  export default data;
}

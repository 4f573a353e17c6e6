/** Temporary root until the shell (src/app) lands; replaced by the router and shell. */
export function App() {
  return <main id="content">FreshPass</main>;
}

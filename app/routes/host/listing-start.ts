// Being written (issue 15).
export function loader() {
  return null;
}

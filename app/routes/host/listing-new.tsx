// Being written (issue 15).
export default function Page() {
  return null;
}

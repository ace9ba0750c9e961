export default function Page() {
  return <h1>Floor</h1>;
}

// @ts-check
// next/navigation for the editor's preview: no router, so nothing to prefetch or push.
export function useRouter() {
  return { prefetch() {}, push() {}, replace() {}, back() {}, forward() {}, refresh() {} };
}

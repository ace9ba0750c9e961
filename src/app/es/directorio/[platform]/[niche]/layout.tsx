export { default } from "@/app/_pages/list-layout";

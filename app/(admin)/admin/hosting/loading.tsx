import { AreaLoading } from "@/components/admin/area";

export default function Loading() {
  return <AreaLoading area="hosting" />;
}

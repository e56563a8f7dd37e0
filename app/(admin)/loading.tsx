import { AdminLoadingScreen } from "@/components/admin/loading-screen";

export default function Loading() {
  return <AdminLoadingScreen />;
}

import { AdminLoadingScreen } from "../../components/admin/loading-screen.tsx";

export default function Loading() {
  return <AdminLoadingScreen />;
}

import { useSearchParams } from "react-router";
import { PageHeader } from "../ui/page-header";
import { Tabs } from "../ui/tabs";
import { ChatPanel } from "./chat-panel";
import { ApplicationsPanel, MessagesPanel } from "./messages-panel";
import { PositionsPanel } from "./positions-panel";

const TABS = [
  { value: "chat", label: "Chat" },
  { value: "messages", label: "Messages" },
  { value: "applications", label: "Applications" },
  { value: "positions", label: "Positions" },
] as const;
type Tab = (typeof TABS)[number]["value"];

/** /admin/inbox: chat, contact messages, job applications and the careers page's positions. */
export function InboxPage() {
  const [params, setParams] = useSearchParams();
  const tab = (TABS.find((item) => item.value === params.get("tab"))?.value ?? "chat") as Tab;
  return (
    <>
      <PageHeader title="Inbox" />
      <Tabs label="Inbox" value={tab} tabs={[...TABS]} onChange={(value) => setParams({ tab: value }, { replace: true })} />
      {tab === "chat" && <ChatPanel />}
      {tab === "messages" && <MessagesPanel />}
      {tab === "applications" && <ApplicationsPanel />}
      {tab === "positions" && <PositionsPanel />}
    </>
  );
}

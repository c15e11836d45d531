import { KnowledgeBaseScreen } from '../../features/knowledge-base/components/knowledge-base-screen.tsx';

/** /knowledge-base: the knowledge bases the agents answer from, their sources and a retrieval test (SPEC §2; its loader: knowledge-base-loader.ts). */
export const KnowledgeBaseRoute = () => <KnowledgeBaseScreen />;

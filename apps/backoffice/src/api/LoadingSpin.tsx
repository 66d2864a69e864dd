import { Spin } from 'antd';

/** The mask itself; the delay keeps quick requests from flashing it. */
export default function LoadingSpin({ spinning }: { spinning: boolean }) {
  return <Spin fullscreen spinning={spinning} delay={400} />;
}

import { Spin } from 'antd';

/** The mask itself; `LoadingMask` decides when it spins (after its delay). */
export default function LoadingSpin({ spinning }: { spinning: boolean }) {
  return <Spin fullscreen spinning={spinning} />;
}

import type { PageProps } from '../../router/pageTypes'
import GameCentrePage from '../gameCentre/GameCentrePage'

/** /fish lists the fishing vendors like a game centre (spec §2). */
export default function FishPage(props: PageProps) {
  return <GameCentrePage {...props} />
}

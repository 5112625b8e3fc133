import type { PvpRoom } from '../api/schemas/games'
import { type Money, moneyFromApi } from '../domain/money'
import type { LaunchTarget } from '../flows/game-launch/game-launch.types'
import { type ResourceSnapshot, resourceView } from './resource.machine'

export interface PvpRoomView {
  id: string
  /** The server's room name, else the id. */
  name: string
  /** Stakes, when given. */
  minBet: Money | null
  maxBet: Money | null
  players: number | null
  seats: number | null
  /** Every seat taken: the app disables the room. */
  full: boolean
  /** What joining sends as `launch.request`'s target (the room's game). */
  launch: LaunchTarget
}

export interface PvpRoomsView {
  status: 'loading' | 'loaded' | 'failed'
  /** Empty for a vendor without rooms: the page shows the vendor's games instead. */
  rooms: readonly PvpRoomView[]
}

const stake = (value: number | null | undefined) => (value == null ? null : moneyFromApi(value))

/** A PVP vendor's room list. Pure. */
export function connectPvpRooms(snapshot: ResourceSnapshot | undefined, vassalage: string): PvpRoomsView {
  const resource = resourceView<readonly PvpRoom[]>(snapshot)
  return {
    status: resource.status,
    rooms: (resource.data ?? []).map((room) => ({
      id: room.roomId,
      name: room.name || room.roomId,
      minBet: stake(room.minBet),
      maxBet: stake(room.maxBet),
      players: room.players ?? null,
      seats: room.seats ?? null,
      full: room.seats != null && room.players != null && room.players >= room.seats,
      launch: { vassalage: room.vassalage || vassalage, gameType: 'PVP', gameCode: room.gameCode ?? null },
    })),
  }
}

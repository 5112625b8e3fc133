export { createPrizeWheel } from './create-prize-wheel'
export { connectPrizeWheel, type PrizeWheelBoard, type PrizeWheelView } from './prize-wheel.connect'
export { restingAngle } from './prize-wheel.rules'

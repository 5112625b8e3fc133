export { catalogueCacheKeys } from './cache-keys'
export {
  type Catalogue,
  type CatalogueOptions,
  catalogueFlow,
  createCatalogue,
  type LotteryMenuGroup,
  type LotteryResources,
} from './create-catalogue'
export {
  connectFooterVendors,
  type FooterLogoVariant,
  type FooterVendorsView,
  type FooterVendorView,
  footerVendors,
} from './footer-vendors.connect'
export { type GameCardView, gameCard } from './game-card'
export { connectGameList, type GameListOptions, type GameListView } from './game-list.connect'
export {
  type BannerView,
  bannerCarousel,
  bannerItems,
  bannerPageKey,
  type CasinoTabView,
  connectHome,
  connectWinners,
  type HomeSection,
  type HomeSources,
  type HomeView,
  homeBannerGroup,
  type WinnerView,
} from './home.connect'
export {
  type BallView,
  connectLottery,
  type DrawView,
  drawView,
  type LotterySection,
  type LotterySnapshots,
  type LotteryView,
  lotterySnapshots,
} from './lottery.connect'
export { type BallColour, colourOf27, colourOf49, type RaceColour, raceColourOf } from './lottery-balls'
export type { LotteryPage } from './lottery-launch'
export {
  type LotteryFrame,
  type LotteryLaunchOptions,
  lotteryLaunchRequest,
  lotteryPrizeMode,
} from './lottery-launch'
export {
  connectHeaderNavigation,
  type HeaderNavigationItem,
  type HeaderNavigationView,
  headerArrowsAbove,
  headerVendorLimit,
  type VendorCardView,
  vendorCard,
} from './navigation.connect'
export { connectPvpRooms, type PvpRoomsView, type PvpRoomView } from './pvp-rooms.connect'
export {
  type CatalogueResource,
  connectList,
  connectResource,
  type ResourceContext,
  type ResourceData,
  type ResourceEvent,
  type ResourceIntents,
  type ResourceSnapshot,
  type ResourceView,
  readResource,
  resourceIntents,
  resourceMachine,
  resourceView,
} from './resource.machine'
export { type CachedCallOptions, cachedCall } from './session-cache'
export { hotGamesFlow, vendorsFlow, type WinnerEntry, winnerBoardLimit, winnersFlow } from './shared-lists'
export { bingoSubClass, type SlotSubClass, slotSubClasses, subClassesFor } from './slot-classes'
export {
  type CatalogueArt,
  catalogueArt,
  type VendorArt,
  type VendorImageVariant,
  vendorImagePath,
  vendorImageVariants,
} from './vendor-art'
export {
  type CasinoTab,
  type CatalogueVendor,
  casinoTabOrder,
  casinoTabs,
  casinoTabVendorLimit,
  headerCategories,
  vendorGroups,
} from './vendor-lanes'
export { connectVendorNames, vendorNamer } from './vendor-names.connect'

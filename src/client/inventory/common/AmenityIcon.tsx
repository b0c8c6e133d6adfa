// An amenity's Material icon by name (`pool`, `fitness_center`…). Only the icons amenities use are
// bundled (importing the whole set would weigh megabytes); other names show a generic one.
import AcUnitIcon from '@mui/icons-material/AcUnit';
import BalconyIcon from '@mui/icons-material/Balcony';
import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import ChildCareIcon from '@mui/icons-material/ChildCare';
import DirectionsRunIcon from '@mui/icons-material/DirectionsRun';
import ElevatorIcon from '@mui/icons-material/Elevator';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import GolfCourseIcon from '@mui/icons-material/GolfCourse';
import LocalLaundryServiceIcon from '@mui/icons-material/LocalLaundryService';
import LocalParkingIcon from '@mui/icons-material/LocalParking';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import OutdoorGrillIcon from '@mui/icons-material/OutdoorGrill';
import ParkIcon from '@mui/icons-material/Park';
import PetsIcon from '@mui/icons-material/Pets';
import PoolIcon from '@mui/icons-material/Pool';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import RoomServiceIcon from '@mui/icons-material/RoomService';
import SecurityIcon from '@mui/icons-material/Security';
import SpaIcon from '@mui/icons-material/Spa';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import SportsTennisIcon from '@mui/icons-material/SportsTennis';
import StarIcon from '@mui/icons-material/Star';
import StoreIcon from '@mui/icons-material/Store';
import WifiIcon from '@mui/icons-material/Wifi';
import type { SvgIconComponent } from '@mui/icons-material';

export const AMENITY_ICONS: Readonly<Record<string, SvgIconComponent>> = {
  ac_unit: AcUnitIcon,
  balcony: BalconyIcon,
  beach_access: BeachAccessIcon,
  child_care: ChildCareIcon,
  directions_run: DirectionsRunIcon,
  elevator: ElevatorIcon,
  fitness_center: FitnessCenterIcon,
  golf_course: GolfCourseIcon,
  local_laundry_service: LocalLaundryServiceIcon,
  local_parking: LocalParkingIcon,
  meeting_room: MeetingRoomIcon,
  outdoor_grill: OutdoorGrillIcon,
  park: ParkIcon,
  pets: PetsIcon,
  pool: PoolIcon,
  restaurant: RestaurantIcon,
  room_service: RoomServiceIcon,
  security: SecurityIcon,
  spa: SpaIcon,
  sports_soccer: SportsSoccerIcon,
  sports_tennis: SportsTennisIcon,
  store: StoreIcon,
  wifi: WifiIcon,
};

export function AmenityIcon({ name }: { name: string | null }) {
  const Icon = (name && AMENITY_ICONS[name]) || StarIcon;
  return <Icon fontSize="small" color="action" />;
}

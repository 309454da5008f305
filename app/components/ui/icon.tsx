import {
  Accessibility, Activity, Ambulance, BadgeCheck, Brain, Briefcase, Building, Calendar, ClipboardList,
  Clock, Droplet, Eye, Flower, GraduationCap, HandHeart, HeartHandshake, Hospital, House, Leaf,
  Lightbulb, type LucideIcon, Mail, MapPin, MessageCircle, Moon, Phone, Pill, Ribbon, Scale,
  ShieldCheck, Smile, Sparkles, Star, Stethoscope, Sun, Syringe, Users, Utensils, Wind,
} from "lucide-react";
import type { IconName } from "~/content/types";

const icons: Record<IconName, LucideIcon> = {
  "heart-handshake": HeartHandshake,
  "hand-heart": HandHeart,
  users: Users,
  home: House,
  moon: Moon,
  stethoscope: Stethoscope,
  ambulance: Ambulance,
  brain: Brain,
  ribbon: Ribbon,
  wind: Wind,
  droplet: Droplet,
  flower: Flower,
  activity: Activity,
  syringe: Syringe,
  "shield-check": ShieldCheck,
  clock: Clock,
  phone: Phone,
  mail: Mail,
  "map-pin": MapPin,
  "message-circle": MessageCircle,
  calendar: Calendar,
  star: Star,
  sparkles: Sparkles,
  "graduation-cap": GraduationCap,
  building: Building,
  briefcase: Briefcase,
  "clipboard-list": ClipboardList,
  smile: Smile,
  sun: Sun,
  utensils: Utensils,
  pill: Pill,
  accessibility: Accessibility,
  "badge-check": BadgeCheck,
  lightbulb: Lightbulb,
  eye: Eye,
  scale: Scale,
  leaf: Leaf,
  hospital: Hospital,
};

/** Draws a content module's icon by name. Icons are decorative: the text beside them carries the meaning. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component aria-hidden="true" focusable="false" className={className} />;
}

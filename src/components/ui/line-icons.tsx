// The Lucide line icons the pages use, drawn from the framework-free `lucide` package as plain
// SVG. lucide-react marks its icons as client components, so even an icon in a server component
// sent the icon code to every page; these render into the HTML and cost the browser nothing
// (decision 070). Same names and props as lucide-react, so a page only changes its import.
import {
  ArrowLeft as ArrowLeftNode,
  ArrowRight as ArrowRightNode,
  ArrowRightLeft as ArrowRightLeftNode,
  Check as CheckNode,
  ChevronDown as ChevronDownNode,
  ChevronLeft as ChevronLeftNode,
  ChevronRight as ChevronRightNode,
  CircleAlert as CircleAlertNode,
  CircleCheck as CircleCheckNode,
  Clock as ClockNode,
  Download as DownloadNode,
  ExternalLink as ExternalLinkNode,
  FileDown as FileDownNode,
  LoaderCircle as LoaderCircleNode,
  Mail as MailNode,
  MapPin as MapPinNode,
  MapPinned as MapPinnedNode,
  Menu as MenuNode,
  PackageCheck as PackageCheckNode,
  Phone as PhoneNode,
  Plug as PlugNode,
  Plus as PlusNode,
  Quote as QuoteNode,
  Route as RouteNode,
  Star as StarNode,
  Trash2 as Trash2Node,
  TriangleAlert as TriangleAlertNode,
  Truck as TruckNode,
  Warehouse as WarehouseNode,
  X as XNode,
} from 'lucide';
import type { IconNode } from 'lucide';
import { createElement } from 'react';
import type { SVGProps } from 'react';

export type LineIconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'viewBox'>;

function lineIcon(node: IconNode, name: string) {
  function LineIcon(props: LineIconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        {...props}
      >
        {node.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
      </svg>
    );
  }
  LineIcon.displayName = name;
  return LineIcon;
}

export const ArrowLeft = /* @__PURE__ */ lineIcon(ArrowLeftNode, 'ArrowLeft');
export const ArrowRight = /* @__PURE__ */ lineIcon(ArrowRightNode, 'ArrowRight');
export const ArrowRightLeft = /* @__PURE__ */ lineIcon(ArrowRightLeftNode, 'ArrowRightLeft');
export const Check = /* @__PURE__ */ lineIcon(CheckNode, 'Check');
export const CircleAlert = /* @__PURE__ */ lineIcon(CircleAlertNode, 'CircleAlert');
export const CheckCircle2 = /* @__PURE__ */ lineIcon(CircleCheckNode, 'CheckCircle2');
export const ChevronDown = /* @__PURE__ */ lineIcon(ChevronDownNode, 'ChevronDown');
export const ChevronLeft = /* @__PURE__ */ lineIcon(ChevronLeftNode, 'ChevronLeft');
export const ChevronRight = /* @__PURE__ */ lineIcon(ChevronRightNode, 'ChevronRight');
export const Clock = /* @__PURE__ */ lineIcon(ClockNode, 'Clock');
export const Download = /* @__PURE__ */ lineIcon(DownloadNode, 'Download');
export const ExternalLink = /* @__PURE__ */ lineIcon(ExternalLinkNode, 'ExternalLink');
export const FileDown = /* @__PURE__ */ lineIcon(FileDownNode, 'FileDown');
export const Menu = /* @__PURE__ */ lineIcon(MenuNode, 'Menu');
export const LoaderCircle = /* @__PURE__ */ lineIcon(LoaderCircleNode, 'LoaderCircle');
export const Mail = /* @__PURE__ */ lineIcon(MailNode, 'Mail');
export const MapPin = /* @__PURE__ */ lineIcon(MapPinNode, 'MapPin');
export const MapPinned = /* @__PURE__ */ lineIcon(MapPinnedNode, 'MapPinned');
export const PackageCheck = /* @__PURE__ */ lineIcon(PackageCheckNode, 'PackageCheck');
export const Phone = /* @__PURE__ */ lineIcon(PhoneNode, 'Phone');
export const Plug = /* @__PURE__ */ lineIcon(PlugNode, 'Plug');
export const Plus = /* @__PURE__ */ lineIcon(PlusNode, 'Plus');
export const Quote = /* @__PURE__ */ lineIcon(QuoteNode, 'Quote');
export const Route = /* @__PURE__ */ lineIcon(RouteNode, 'Route');
export const Star = /* @__PURE__ */ lineIcon(StarNode, 'Star');
export const Trash2 = /* @__PURE__ */ lineIcon(Trash2Node, 'Trash2');
export const TriangleAlert = /* @__PURE__ */ lineIcon(TriangleAlertNode, 'TriangleAlert');
export const Truck = /* @__PURE__ */ lineIcon(TruckNode, 'Truck');
export const Warehouse = /* @__PURE__ */ lineIcon(WarehouseNode, 'Warehouse');
export const X = /* @__PURE__ */ lineIcon(XNode, 'X');

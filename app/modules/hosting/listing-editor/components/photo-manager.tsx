import { Icon } from "~/ui/icon";
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useEffect, useId, useState, useSyncExternalStore } from "react";
import { Link, useFetcher } from "react-router";
import { useFormat, useT } from "~/i18n/react";
import { useToast } from "~/ui/toast/toast";
import { inputClass } from "~/ui/form";
import type { EditorSummary } from "../editor.server.ts";
import { CAPTION_MAX, type UploadResult } from "../listing-photos.ts";
import { MAX_PHOTOS, MIN_PHOTOS } from "../listing-rules.ts";
import { nextStep, stepPath } from "../listing-steps.ts";
import { PhotoUploader } from "./photo-uploader";

/** What the photo step's action answers. */
export interface PhotoReply {
  uploads?: UploadResult[];
  formError?: string | null;
  ok?: boolean;
  message?: string;
  intent?: string;
  photo?: number;
}

export interface PhotoItem {
  id: number;
  caption: string;
  alt: string;
  illustration: boolean;
  src: string;
  srcSet: string;
}

const useScripted = () =>
  useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );

/** The photo step: the uploader, the count against the limits, the photos in order, the next step. */
export function PhotoStep({
  listing,
  photos,
  reply,
}: {
  listing: EditorSummary;
  photos: PhotoItem[];
  reply: PhotoReply | undefined;
}) {
  const t = useT("listingEditor.photos");
  const stepName = useT("listingEditor.step");
  const scripted = useScripted();
  const count = photos.length;
  const next = nextStep("photos");
  const illustrations = photos.filter((p) => p.illustration).length;
  return (
    <div className="grid gap-8">
      <PhotoUploader
        listingId={listing.id}
        scripted={scripted}
        room={MAX_PHOTOS - count}
        uploads={reply?.uploads}
        formError={reply?.uploads ? null : reply?.photo === undefined ? reply?.formError : null}
      />

      <section aria-labelledby="photo-list-heading" className="grid gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="photo-list-heading" className="text-xl font-semibold text-ink">
            {t("yourPhotos")}
          </h2>
          <p className={`tabular text-sm ${count < MIN_PHOTOS ? "text-danger" : "text-muted"}`}>
            {t("count", { count, min: MIN_PHOTOS, max: MAX_PHOTOS })}
            {count < MIN_PHOTOS && ` ${t("moreToPublish", { count: MIN_PHOTOS - count })}`}
          </p>
        </div>
        {count === 0 ? (
          <p className="rounded-3xl border border-line bg-surface p-6 text-muted">{t("none")}</p>
        ) : (
          <>
            <p className="text-sm text-muted">
              {t("orderHint", { scripted: scripted ? "yes" : "no" })}
              {illustrations > 0 && ` ${t("illustrations", { count: illustrations })}`}
            </p>
            <PhotoGrid listing={listing} photos={photos} scripted={scripted} reply={reply} />
          </>
        )}
      </section>

      <div className="flex flex-wrap items-center gap-4">
        <Link
          to={stepPath(listing.id, next)}
          className="inline-flex h-11 items-center justify-center rounded-full bg-primary px-6 font-semibold text-on-primary hover:bg-primary-strong"
        >
          {t("continueTo", { step: stepName(next).toLowerCase() })}
        </Link>
        {count < MIN_PHOTOS && <p className="text-sm text-muted">{t("comeBack", { min: MIN_PHOTOS })}</p>}
      </div>
    </div>
  );
}

function PhotoGrid({
  listing,
  photos,
  scripted,
  reply,
}: {
  listing: EditorSummary;
  photos: PhotoItem[];
  scripted: boolean;
  reply: PhotoReply | undefined;
}) {
  const reorder = useFetcher<PhotoReply>({ key: `photo-order-${listing.id}` });
  const toast = useToast();
  const serverOrder = photos.map((p) => p.id);
  const serverKey = serverOrder.join(",");
  // The order as dragged, shown until the saved order comes back (or the save fails).
  const [local, setLocal] = useState<{ order: number[]; base: string } | null>(null);
  const refused = reorder.state === "idle" && Boolean(reorder.data?.formError);
  useEffect(() => {
    if (reorder.state !== "idle" || !reorder.data) return;
    if (reorder.data.formError) toast.show({ type: "error", message: reorder.data.formError });
    // toast.show is stable; only a new answer should show a toast.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reorder.data, reorder.state]);

  const order = local && local.base === serverKey && !refused ? local.order : serverOrder;
  const byId = new Map(photos.map((p) => [p.id, p]));
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const t = useT("listingEditor.photos");
  const positionOf = (id: string | number) => order.indexOf(Number(id)) + 1;
  const place = (n: number) => t("position", { n, total: order.length });
  const announcements: Announcements = {
    onDragStart: ({ active }) => t("pickedUp", { place: place(positionOf(active.id)) }),
    onDragOver: ({ over }) => (over ? t("wouldMove", { place: place(positionOf(over.id)) }) : undefined),
    onDragEnd: ({ active, over }) =>
      over
        ? t("dropped", { place: place(positionOf(over.id)) })
        : t("droppedBack", { place: place(positionOf(active.id)) }),
    onDragCancel: ({ active }) => t("cancelled", { place: place(positionOf(active.id)) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const moved = arrayMove(order, order.indexOf(Number(active.id)), order.indexOf(Number(over.id)));
    setLocal({ order: moved, base: serverKey });
    void reorder.submit({ intent: "reorder", order: moved.join(","), js: "1" }, { method: "post" });
  };

  return (
    <DndContext
      id={`photo-order-${listing.id}`}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t("dragInstructions"),
        },
      }}
    >
      <SortableContext items={order} strategy={rectSortingStrategy}>
        <ol className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {order.map((id, index) => (
            <PhotoCard
              key={id}
              photo={byId.get(id)!}
              index={index}
              total={order.length}
              title={listing.title}
              scripted={scripted}
              reply={reply?.photo === id ? reply : undefined}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

const smallButton =
  "inline-flex h-9 items-center gap-1.5 rounded-full border border-line bg-surface px-3 text-sm font-semibold text-ink hover:bg-surface-2 disabled:cursor-not-allowed disabled:opacity-50";

function PhotoCard({
  photo,
  index,
  total,
  title,
  scripted,
  reply,
}: {
  photo: PhotoItem;
  index: number;
  total: number;
  title: string;
  scripted: boolean;
  /** The plain form's answer, when it was about this photo. */
  reply: PhotoReply | undefined;
}) {
  const t = useT("listingEditor.photos");
  const format = useFormat();
  const fetcher = useFetcher<PhotoReply>();
  const toast = useToast();
  const captionId = useId();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: photo.id });
  const n = index + 1;
  const name = t("name", {
    n: format.number(n),
    caption: photo.caption || "",
    captioned: photo.caption ? "yes" : "no",
  });
  const answer = fetcher.data ?? reply;
  const error = answer?.formError;

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok && fetcher.data.message)
      toast.show({ type: "success", message: fetcher.data.message });
    // toast.show is stable; only a new answer should show a toast.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data, fetcher.state]);

  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="photo" value={photo.id} />
      {scripted && <input type="hidden" name="js" value="1" />}
    </>
  );
  const pending = fetcher.state !== "idle";

  return (
    <li
      id={`photo-${photo.id}`}
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`relative flex flex-col overflow-hidden rounded-3xl border border-line bg-surface shadow-card ${
        isDragging ? "z-10 opacity-80 ring-2 ring-primary" : ""
      } ${pending ? "opacity-70" : ""}`}
      aria-label={t("card", { n, total, cover: index === 0 ? "yes" : "no" })}
    >
      <div className="relative">
        <img
          src={photo.src}
          srcSet={photo.srcSet}
          sizes="(min-width: 1280px) 300px, (min-width: 640px) 45vw, 100vw"
          alt={photo.alt || t("alt", { n, title: title || t("thisListing") })}
          width={960}
          height={720}
          loading={index < 6 ? "eager" : "lazy"}
          decoding="async"
          className="aspect-[4/3] w-full bg-surface-2 object-cover"
        />
        <div className="absolute start-3 top-3 flex flex-wrap gap-2">
          {index === 0 && (
            <span className="inline-flex items-center gap-1 rounded-full bg-accent px-2.5 py-1 text-xs font-bold text-on-accent shadow-card">
              <Icon name="star" className="size-3.5" /> {t("cover")}
            </span>
          )}
          {photo.illustration && (
            <span className="rounded-full bg-surface/95 px-2.5 py-1 text-xs font-semibold text-ink shadow-card">
              {t("sample")}
            </span>
          )}
        </div>
        {scripted && (
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={t("move", { name })}
            className="absolute end-3 top-3 flex size-10 cursor-grab touch-none items-center justify-center rounded-full bg-surface/95 text-ink shadow-card active:cursor-grabbing"
          >
            <Icon name="grip-vertical" className="size-5" />
          </button>
        )}
      </div>

      <div className="grid flex-1 gap-3 p-4">
        <fetcher.Form method="post" className="grid gap-1.5">
          {hidden("caption")}
          <label htmlFor={captionId} className="text-sm font-semibold text-ink">
            {t.rich("caption", {
              n,
              optional: (chunks) => <span className="font-normal text-muted">{chunks}</span>,
            })}
          </label>
          <div className="flex gap-2">
            <input
              id={captionId}
              name="caption"
              defaultValue={photo.caption}
              maxLength={CAPTION_MAX}
              placeholder={t("captionExample")}
              className={`${inputClass} border-line`}
            />
            <button type="submit" className={`${smallButton} h-11 shrink-0`}>
              {t("save")}
            </button>
          </div>
        </fetcher.Form>

        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}

        <div className="flex flex-wrap gap-2">
          <fetcher.Form method="post" className="contents">
            {hidden("move")}
            <button
              type="submit"
              name="direction"
              value="earlier"
              disabled={index === 0}
              aria-label={t("moveEarlier", { name })}
              className={smallButton}
            >
              <Icon name="arrow-left" className="size-4" /> {t("earlier")}
            </button>
            <button
              type="submit"
              name="direction"
              value="later"
              disabled={index === total - 1}
              aria-label={t("moveLater", { name })}
              className={smallButton}
            >
              {t("later")} <Icon name="arrow-right" className="size-4" />
            </button>
          </fetcher.Form>
          {index > 0 && (
            <fetcher.Form method="post" className="contents">
              {hidden("cover")}
              <button type="submit" aria-label={t("makeCoverOf", { name })} className={smallButton}>
                <Icon name="star" className="size-4" /> {t("makeCover")}
              </button>
            </fetcher.Form>
          )}
        </div>

        <details className="group">
          <summary className="inline-flex cursor-pointer items-center gap-1.5 text-sm font-semibold text-danger">
            <Icon name="trash" className="size-4" />{" "}
            {t.rich("delete", { name, hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
          </summary>
          <fetcher.Form method="post" className="mt-2 grid gap-2 rounded-2xl bg-surface-2 p-3">
            {hidden("delete")}
            <p className="text-sm text-ink">{photo.illustration ? t("removeSample") : t("deleteConfirm")}</p>
            <button
              type="submit"
              className="inline-flex h-9 items-center justify-center gap-1.5 rounded-full bg-danger px-4 text-sm font-semibold text-surface hover:opacity-90"
            >
              {t("yesDelete", { name })}
            </button>
          </fetcher.Form>
        </details>
      </div>
    </li>
  );
}

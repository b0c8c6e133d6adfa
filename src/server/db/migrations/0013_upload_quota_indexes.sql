CREATE INDEX "lead_documents_uploader_idx" ON "lead_documents" USING btree ("uploaded_by","size");--> statement-breakpoint
CREATE INDEX "organization_documents_uploader_idx" ON "organization_documents" USING btree ("uploaded_by","size");--> statement-breakpoint
CREATE INDEX "amenity_images_uploader_idx" ON "amenity_images" USING btree ("uploaded_by","size");--> statement-breakpoint
CREATE INDEX "inventory_images_uploader_idx" ON "inventory_images" USING btree ("uploaded_by","size");--> statement-breakpoint
CREATE INDEX "media360_uploader_idx" ON "media360" USING btree ("uploaded_by","size");
package httpapi

import (
	"net/http"
	"strconv"
)

func (s *Server) imageRoutes() {
	s.handle("GET /api/imagenes/{key}", s.getImage)
}

// getImage serves a stored picture (or its thumbnail with ?thumb=1). Keys are
// content hashes, so a key's bytes never change: clients may cache for a year.
func (s *Server) getImage(q *request) error {
	img, err := s.eng.GetImage(q.r.PathValue("key"))
	if err != nil {
		return err
	}
	data, etag := img.Data, `"`+img.Key+`"`
	if q.r.URL.Query().Get("thumb") != "" {
		data, etag = img.Thumb, `"`+img.Key+`-t"`
	}
	h := q.w.Header()
	h.Set("Content-Type", img.Type)
	h.Set("Content-Length", strconv.Itoa(len(data)))
	h.Set("Cache-Control", "public, max-age=31536000, immutable")
	h.Set("ETag", etag)
	if q.r.Header.Get("If-None-Match") == etag {
		q.w.WriteHeader(http.StatusNotModified)
		return nil
	}
	q.w.WriteHeader(http.StatusOK)
	_, _ = q.w.Write(data)
	return nil
}
